// The media viewer feature's public surface: the article island attaches it to its article.
export { attachMediaViewers, MEDIA_TRIGGER_ATTRIBUTE } from './attach-media-viewers.ts';
export { mediaViewerMessages, type MediaViewerTexts } from './messages.ts';
