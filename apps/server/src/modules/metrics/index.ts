export { metricsPlugin } from './metrics.plugin';
export { type TWorkerFigures, workerFigures } from './worker-figures';
