/**
 * The routes that answer a file or a stream instead of the JSON envelope, so declare no response schema (issue 26
 * step 3): "METHOD url" as registered, with what they send. Every other route declares its answer; the route
 * fuzz suite fails on a JSON route without one, and on an entry here that no longer names such a route.
 */
export const FILE_ANSWERS: Readonly<Record<string, string>> = {
  'GET /metrics': "the server's metrics in Prometheus' text format",
  'GET /api/public/img/md/:name': 'a Markdown image, with its stored content type',
  'GET /api/public/file/:hash/:name': 'a file attached to a Markdown text, as a download',
  'GET /api/public/file/:hash':
    "a Markdown attachment carried from HOJ, under HOJ's link, as a download with its type",
  'GET /api/judge-server/testdata/:hash': "a test case's bytes for a remote judge",
  'GET /api/file/download-testcase': "a problem's test cases as a zip",
  'GET /api/file/download-group-testcase': "a group problem's test cases as a zip, for those who may edit it",
  'GET /api/file/download-testcase-one': 'the first failed test case of a submission, as text',
  'GET /api/file/export-problem': 'problems exported as a zip',
  'GET /api/file/download-contest-ac-submission': "a contest's accepted code as a zip",
  'GET /api/file/download-contest-print-text': 'a print request as text',
  'GET /api/file/volunteer-print-text': 'a print request as text, for the volunteer who prints it',
  'GET /api/file/download-contest-rank': 'a scoreboard as a spreadsheet',
  'GET /api/file/download-contest-event-feed': "a contest's CLICS event feed as NDJSON",
  'GET /api/file/generate-user-excel': 'generated accounts as a spreadsheet',
  'POST /api/file/generate-user-excel': 'generated accounts as a spreadsheet (the reference posts for it)',
  'GET /api/admin/student/generated-list': "a teacher's generated student accounts as a spreadsheet",
  'GET /api/file/similarity-csv': "a similarity check's report as CSV",
  'GET /api/file/audit-log-csv': 'the audit log, filtered, as CSV',
};
