/** Environment of support requests and the service desk (src/server/support). */
export const SupportEnvShape = {};
