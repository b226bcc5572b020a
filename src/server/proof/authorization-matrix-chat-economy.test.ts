import { checkAuthorizationPart } from './authz-suite.ts';

checkAuthorizationPart('chat, card, lorebook, creator and economy endpoints');
