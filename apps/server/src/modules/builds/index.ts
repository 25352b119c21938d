// The builds module's public entry: what other modules may use of it.
export { assertPublishable, hostedBuildOf } from './build.service';
