// An action pressed offline says so at once and does nothing: it is never kept to run by itself when the
// connection comes back (docs/product-rules.md#offline). A toast could not say it: the toaster may itself be a
// chunk that waits for the connection, so the words show beside the button that was pressed.
import { onlineManager } from '@tanstack/react-query';
import { useEffect, useState } from 'react';

export function useOfflineRefusal(sentence: string) {
  const [refused, setRefused] = useState(false);
  // The words go once the connection is back: the action can be pressed again.
  useEffect(() => onlineManager.subscribe((online) => online && setRefused(false)), []);
  return {
    /** True (and the words shown) when offline: the caller then does nothing. */
    refuse: () => {
      const offline = !onlineManager.isOnline();
      setRefused(offline);
      return offline;
    },
    message: refused ? (
      <span role="alert" className="text-sm text-danger">
        {sentence}
      </span>
    ) : null,
  };
}
