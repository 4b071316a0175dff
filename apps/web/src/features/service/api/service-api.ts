import { CaptchaValue, FeedbackValue, SERVICE_API, API, type FeedbackBody } from '@app/contracts';
import { apiGet, apiRequest } from '../../../lib/api-client.ts';

/** The feedback screen's calls; only lazy service screens import this (zod stays out of the entry). */
export const fetchCaptcha = (signal?: AbortSignal) => apiGet(API.captcha, CaptchaValue, { signal });

export const sendFeedback = (body: FeedbackBody) =>
  apiRequest(SERVICE_API.feedback, FeedbackValue, { method: 'PUT', body });
