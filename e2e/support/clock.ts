/**
 * The instant every journey starts at (a Tuesday morning in Seoul): the server's clock is pinned to it
 * in test mode (TEST_CLOCK_START) and each page's clock is installed at it, so no journey depends on
 * the day it runs. Both clocks then run at real speed.
 */
export const E2E_NOW = new Date('2026-11-24T09:30:00+09:00');
