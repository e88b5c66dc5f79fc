// For tests only (s3-test-server.ts starts it): s3rver, an S3-compatible server, on a random
// loopback port, keeping one bucket in S3_TEST_DIRECTORY and taking only the key pair it is given.
// Run with --openssl-legacy-provider: s3rver seals its listing continuation tokens with DES.
import { createRequire } from 'node:module';

const load = createRequire(import.meta.url);
const S3rver = load('@20minutes/s3rver');
const signatureV4 = load('@20minutes/s3rver/lib/signature/v4.js');
const { DUMMY_ACCOUNT: account } = load('@20minutes/s3rver/lib/models/account.js');

const { S3_TEST_DIRECTORY, S3_TEST_BUCKET, S3_TEST_ACCESS_KEY_ID, S3_TEST_SECRET_ACCESS_KEY } = process.env;

account.revokeAccessKey('S3RVER');
account.createKeyPair(S3_TEST_ACCESS_KEY_ID, S3_TEST_SECRET_ACCESS_KEY);

// s3rver signs a bucket's path without the trailing slash the SDK sends (`GET /bucket/?list-type=2`),
// where S3 signs the path as sent, so every listing would be refused: the request's own path is
// kept by its headers object, and the slash put back before the server signs.
const requestPaths = new WeakMap();
const getStringToSign = signatureV4.getStringToSign;
signatureV4.getStringToSign = (canonical, request) => {
  const sentWithSlash = requestPaths.get(canonical.headers)?.endsWith('/') && !canonical.uri.endsWith('/');
  return getStringToSign(sentWithSlash ? { ...canonical, uri: `${canonical.uri}/` } : canonical, request);
};

const server = new S3rver({
  address: '127.0.0.1',
  port: 0,
  silent: true,
  directory: S3_TEST_DIRECTORY,
  // Buckets are named in the path, not the host.
  vhostBuckets: false,
  configureBuckets: [{ name: S3_TEST_BUCKET }],
});
let requests = 0;
server.middleware.unshift((context, next) => {
  requests += 1;
  requestPaths.set(context.headers, context.path);
  return next();
});

const { port } = await server.run();
process.on('message', (message) => {
  if (message === 'requests') process.send({ requests });
});
// The test's process is gone or done with it: so is this one.
process.on('disconnect', () => process.exit(0));
process.send({ port });
