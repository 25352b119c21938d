import { defineMessages } from '../define-messages';

/** Ratings, comments (and the developer's replies) and favourites. */
export const engagementMessages = defineMessages({
  es: {
    'engagement.ratingRange': 'La calificación debe ser un número entero del 1 al 5',
    'engagement.rated': '¡Gracias por tu calificación!',
    'engagement.ownApp': 'No puedes calificar tu propia app',
    'engagement.buyersOnly':
      'Solo quienes compraron esta app pueden calificarla: así las calificaciones reflejan el uso real',
    'engagement.notPublished': 'Solo se pueden calificar y comentar apps publicadas',
    'engagement.commentRequired': 'Por favor escribe un comentario',
    'engagement.commentTooLong': 'El comentario no puede superar los 1000 caracteres',
    'engagement.commentRateLimited': 'Estás comentando muy seguido. Espera un momento y vuelve a intentarlo.',
    'engagement.commentNotFound': 'Comentario no encontrado',
    'engagement.replyRequired': 'Por favor escribe una respuesta',
    'engagement.replyTooLong': 'La respuesta no puede superar los 1000 caracteres',
    'engagement.replyOwnAppOnly': 'Solo el desarrollador de la app puede responder a sus comentarios',
    'engagement.repliesClosed': 'Solo se puede responder a los comentarios de una app publicada',
    'engagement.replyNotFound': 'Este comentario no tiene respuesta',
    'engagement.favoriteAdded': 'Añadida a favoritos',
    'engagement.favoriteRemoved': 'Quitada de favoritos',
  },
  en: {
    'engagement.ratingRange': 'The rating must be a whole number from 1 to 5',
    'engagement.rated': 'Thank you for your rating!',
    'engagement.ownApp': 'You cannot rate your own app',
    'engagement.buyersOnly': 'Only people who bought this app can rate it, so ratings reflect real use',
    'engagement.notPublished': 'Only published apps can be rated and commented on',
    'engagement.commentRequired': 'Please write a comment',
    'engagement.commentTooLong': 'The comment cannot be longer than 1000 characters',
    'engagement.commentRateLimited': 'You are commenting too often. Wait a moment and try again.',
    'engagement.commentNotFound': 'Comment not found',
    'engagement.replyRequired': 'Please write a reply',
    'engagement.replyTooLong': 'The reply cannot be longer than 1000 characters',
    'engagement.replyOwnAppOnly': "Only the app's developer can reply to its comments",
    'engagement.repliesClosed': 'Comments can only be answered while the app is published',
    'engagement.replyNotFound': 'This comment has no reply',
    'engagement.favoriteAdded': 'Added to favourites',
    'engagement.favoriteRemoved': 'Removed from favourites',
  },
});
