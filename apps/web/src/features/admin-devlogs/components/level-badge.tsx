import { Badge, type BadgeTone } from '@console/ui';

import type { DevLogLevel } from '../admin-devlogs.search';

const TONES: Record<DevLogLevel, BadgeTone> = {
  debug: 'neutral',
  info: 'info',
  warning: 'warning',
  error: 'danger',
  critical: 'danger',
};

/** A log level as a badge: the word is the information, the colour only repeats it. */
export function LevelBadge({ level }: { level: DevLogLevel }) {
  return <Badge tone={TONES[level]}>{level === 'critical' ? level.toUpperCase() : level}</Badge>;
}
