// The pre-execution validators of the living debug protocol: static checks that run on a made game before it is
// built, so the model fixes the commonest inconsistencies (asset keys, config paths, scene keys, level ids) from one
// precise message instead of from a failed build or a crashed run. L1 integrity (check) already resolves loader calls,
// game-object factories, scene starts and gameConfig.json chains; its findings are mapped here, with the nearest
// existing names added. What L1 cannot see is added: the family hooks that name registry keys (assetKeys(), art(),
// gridAssets(), towerTypes(), …), file paths written where a key belongs, the core's sound and animation helpers,
// ui_heavy's content.json art, config sections taken apart by destructuring, and the level order against the levels
// the game defines. One file per validator under validators/, beside the project reading and syntax helpers they
// share; which family hooks name keys or levels is read from the family descriptors (src/families/).
import { checkIntegrity } from '../../check/index.ts';
import { contentAssetKeys, helperAssetKeys, hookAssetKeys } from './validators/asset-keys.ts';
import { configAliasReads } from './validators/config-keys.ts';
import { VALIDATORS, type ValidatorFinding } from './validators/finding.ts';
import { fromIntegrity } from './validators/integrity.ts';
import { checkLevelOrder, contentLevels } from './validators/level-order.ts';
import { readProject } from './validators/project.ts';

export { VALIDATORS, ValidatorFindingSchema, type ValidatorFinding } from './validators/finding.ts';

function compareFindings(a: ValidatorFinding, b: ValidatorFinding): number {
  const text = (x: string, y: string): number => (x < y ? -1 : x > y ? 1 : 0);
  return (
    VALIDATORS.indexOf(a.validator) - VALIDATORS.indexOf(b.validator) ||
    text(a.file ?? '', b.file ?? '') ||
    (a.line ?? 0) - (b.line ?? 0) ||
    (a.column ?? 0) - (b.column ?? 0) ||
    text(a.message, b.message) ||
    text(a.code, b.code)
  );
}

/**
 * Runs every validator over a source game project; findings in a stable order (validator, file, line, column,
 * message). Never throws for problems of the project.
 */
export function validateProject(projectDir: string): ValidatorFinding[] {
  const project = readProject(projectDir);
  const integrity = checkIntegrity(project.root);
  const findings: ValidatorFinding[] = [
    ...integrity.issues.flatMap((issue) => fromIntegrity(project, issue, false) ?? []),
    ...integrity.warnings.flatMap((issue) => fromIntegrity(project, issue, true) ?? []),
    ...configAliasReads(project),
    ...checkLevelOrder(project),
  ];
  if (project.registry)
    findings.push(
      ...hookAssetKeys(project),
      ...helperAssetKeys(project),
      ...contentAssetKeys(project, contentLevels(project)),
    );
  const seen = new Set<string>();
  return findings.sort(compareFindings).filter((f) => {
    const key = JSON.stringify([f.validator, f.code, f.file, f.line, f.column, f.message]);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
