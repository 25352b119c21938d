// The projects module's public entry: what other modules may use of it.
export { toCommentReply, toProjectCard } from './project.mapper';
export { changeProjectStatus } from './project-status';
