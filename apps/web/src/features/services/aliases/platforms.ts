import type { Schemas } from '@console/sdk';

const platforms: Record<Schemas['SocialAccount']['platform'], string> = {
  facebook: 'Facebook',
  instagram: 'Instagram',
  linkedin: 'LinkedIn',
  x: 'X',
  tiktok: 'TikTok',
  youtube: 'YouTube',
};

/** A social platform as people write it. */
export const platformName = (platform: Schemas['SocialAccount']['platform']) => platforms[platform];
