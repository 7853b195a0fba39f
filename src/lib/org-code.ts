import { z } from 'zod';

/** An organisation code as sign-in, registration and the login-style call take it. */
export const OrgCodeSchema = z
  .string()
  .trim()
  .min(1)
  .max(40)
  .regex(/^[A-Za-z0-9_-]+$/, 'Organisation code is not valid');
