// The five archetypes (OpenGame App. B): the physics families games are made in, checked with and benchmarked by.
import { z } from 'zod';

export const ARCHETYPES = ['platformer', 'top_down', 'grid_logic', 'tower_defense', 'ui_heavy'] as const;
export const ArchetypeSchema = z.enum(ARCHETYPES);
export type Archetype = z.infer<typeof ArchetypeSchema>;
