/** Business constants of spec 1-core §9 and 3-groups-admin §9 that both sides use. */
export const LIMITS = {
  usernameMax: 20,
  passwordMin: 6,
  passwordMax: 20,
  emailCodeLength: 6,
  registerCodeCooldownSeconds: 60,
  resetCooldownSeconds: 90,
  emailCodeTtlSeconds: 10 * 60,
  resetCodeTtlSeconds: 30 * 60,
  captchaTtlSeconds: 5 * 60,
  captchaMax: 8,
  slideAfterFailures: 5,
  slideAccuracyPx: 3,
  slideTtlSeconds: 2 * 60,
  codeMaxLength: 65535,
  testInputMax: 10000,
  generatedPasswordMin: 6,
  generatedPasswordMax: 25,
  batchUsersMax: 2000,
  avatarMaxBytes: 2 * 1024 * 1024,
  /** The Markdown editor's pictures (the reference's 4 MB) and admins' files (docs/api.md "Markdown uploads"). */
  mdImageMaxBytes: 4 * 1024 * 1024,
  mdFileMaxBytes: 32 * 1024 * 1024,
  unreadPollSeconds: 120,
  /** How long the notice of newly arrived messages stays (spec 1-core: "notice displayed 5 s"). */
  unreadNoticeSeconds: 5,
  /**
   * How much of each text of a submission's first failing case its detail shows (waCaseData): enough for a small
   * case, while a large case's whole file stays a download, not a polled answer.
   */
  wrongCaseShownChars: 1_000,
  /** The largest id (and stored count) a database integer column holds: larger ones are refused as input. */
  idMax: 2_147_483_647,
} as const;
