export const P = '/api/knowledge-feed';
