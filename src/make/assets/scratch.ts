import { readFileSync, writeFileSync } from 'node:fs';
import { Raster } from './raster.ts';
const r = Raster.fromPng(readFileSync('/tmp/sheet2.png'));
const crop = new Raster(1400, 2300);
crop.copyRegion(r, 0, 3900, 1400, 2300, 0, 0);
writeFileSync('/tmp/sheet2crop.png', crop.toPng());
