// The second content set has no certificates: the section and every figure that counts them
// disappear.

import type { Certificate } from './types';

export const certificates: Certificate[] = [];
