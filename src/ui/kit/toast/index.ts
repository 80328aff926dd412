/** The toast: a self-dismissing status message (spec §2.10). */
export { toastMessages } from './messages.ts';
export {
  FeedbackThanksToast,
  Toast,
  TOAST_DURATION_MS,
  type FeedbackThanksToastProps,
  type ToastProps,
} from './toast.tsx';
