import { useEffect, useState } from 'react';

/** The time now, read again every `everyMs` while `ticking`: for words that count down ("again in 4 s"). */
export function useNow(ticking: boolean, everyMs = 1000): number {
  const [now, setNow] = useState(Date.now);
  useEffect(() => {
    if (!ticking) return;
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [ticking, everyMs]);
  return now;
}
