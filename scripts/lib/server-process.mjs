// How every server process is started: `npm start`, the systemd unit of docs/deploy.md (its ExecStart names the
// same flags) and the load and chaos campaigns' topologies (chaos/lib.mjs).

/**
 * V8 flags of a server process. A larger young generation (semi-spaces of 64 MB; V8's default under Node 20 is 16 MB
 * on a 64-bit host): a contest's start makes thousands of short-lived answers within seconds, and with the default
 * each server collected garbage three times as often and spent twice the time in it over a load run at 2,000
 * contestants (docs/load.md, "The start, session 47"), for about 80 MB more memory per server.
 */
export const SERVER_NODE_FLAGS = ['--max-semi-space-size=64'];
