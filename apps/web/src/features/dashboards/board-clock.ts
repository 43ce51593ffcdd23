import { useEffect, useState } from 'react';

const SEOUL = 'Asia/Seoul';

/** The server's instant as a board last said it, kept running on this screen (the screen's own clock may be off). */
export function useServerClock(serverNow: string | null): Date {
  const [offset, setOffset] = useState(0);
  const [tick, setTick] = useState(() => Date.now());
  useEffect(() => {
    if (serverNow) setOffset(Date.parse(serverNow) - Date.now());
  }, [serverNow]);
  useEffect(() => {
    const timer = setInterval(() => setTick(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  return new Date(tick + offset);
}

/** HH:mm:ss in Seoul. */
export const seoulClock = (instant: Date) =>
  instant.toLocaleTimeString('en-GB', { timeZone: SEOUL, hour: '2-digit', minute: '2-digit', second: '2-digit', hour12: false });
