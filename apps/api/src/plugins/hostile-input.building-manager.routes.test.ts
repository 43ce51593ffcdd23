import { hostileInputSuite } from '../test/hostile-input';

/** Every route of the route table, every parameter, hostile values, as building manager (test/hostile-input.ts). */
hostileInputSuite('building manager');
