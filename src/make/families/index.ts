// The family generators make can use, by archetype. A family without one here cannot be made yet (make says so).
import type { Archetype } from '../../shared/index.ts';
import type { FamilyGenerator } from '../family.ts';
import { platformerGenerator } from './platformer/index.ts';
import { gridLogicGenerator } from './grid_logic/index.ts';
import { towerDefenseGenerator } from './tower_defense/index.ts';
import { uiHeavyGenerator } from './ui_heavy/index.ts';
import { topDownGenerator } from './top_down/index.ts';

export const FAMILY_GENERATORS: Partial<Record<Archetype, FamilyGenerator>> = {
  platformer: platformerGenerator,
  grid_logic: gridLogicGenerator,
  tower_defense: towerDefenseGenerator,
  ui_heavy: uiHeavyGenerator,
  top_down: topDownGenerator,
};
