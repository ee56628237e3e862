// The second content set has no certificates: the section and every figure that counts them
// disappear.

import type { Certificate } from '../src/content/types';

export const certificates: Certificate[] = [];
