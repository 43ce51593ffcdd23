import { hostileInputSuite } from '../test/hostile-input';

/** Every route of the route table, every parameter, hostile values, as member (test/hostile-input.ts). */
hostileInputSuite('member');
