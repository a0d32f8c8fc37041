// The demo seed's mulberry32: a deterministic RandomSource, so a failing property replays from its seed.
export { seededRandom } from '@/data/demo-server/seed/random';
