// The library's boards rulebooks proven as games, as `playsmith rulebook play` proves them: the planner wins
// each, its project passes check L1–L3a (L3b measured), its golden path wins in the browser and Play holds.
import { describe } from 'node:test';
import { proveGroup } from './prove-group.ts';

describe('library: boards', () => proveGroup('boards'));
