import { checkAuthorizationPart } from './authz-suite.ts';

checkAuthorizationPart('media and moderation endpoints');
