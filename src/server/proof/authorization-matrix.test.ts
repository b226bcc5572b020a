import { checkAuthorizationPart } from './authz-suite.ts';

// The other parts: authorization-matrix-chat-economy.test.ts, authorization-matrix-media.test.ts.
checkAuthorizationPart('public and member endpoints', { coverage: true });
