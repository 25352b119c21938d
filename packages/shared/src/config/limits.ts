/** Business constants from the product specification, shared by server and web. */
export const LIMITS = {
  passwordMin: 6,
  passwordMax: 128,
  nameMax: 100,
  emailMax: 254,
  merchantIdLength: 13,
  /** Client-side inactivity timeout (the server enforces its own configured idle time too). */
  inactivityMs: 30 * 60 * 1000,
  /** The session banner appears when less than this remains. */
  sessionWarningMs: 2 * 60 * 1000,
  scrollThresholdPx: 10,
  pageSize: 12,
} as const;
