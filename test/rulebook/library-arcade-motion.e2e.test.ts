// The library's arcade-motion rulebooks proven as games, each as `playsmith rulebook play` proves it: the planner wins it,
// the written project passes check L1–L3a (L3b measured), its golden path wins in the browser and Play holds.
import { describe } from 'node:test';
import { proveGroup } from './prove-group.ts';

describe('library: arcade-motion', () => proveGroup('arcade-motion'));
