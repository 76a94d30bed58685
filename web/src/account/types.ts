// The accounts API's shapes as the dashboard reads them (docs/accounts.md; schemas in src/accounts/*-schemas.ts).
export interface ApiKey {
  id: string;
  name: string;
  key_prefix: string;
  projects: string[] | null;
  created_at: string;
  last_used_at: string | null;
  revoked_at: string | null;
}

export interface ApiKeyCreated extends ApiKey {
  /** The secret, returned only by the create call. */
  key: string;
}

export interface Project {
  id: string;
  name: string;
  created_at: string;
}

export interface ProjectSettings {
  alert_threshold: number;
  gate_threshold: number;
  review_threshold: number;
}

export interface VerifyEmailResponse {
  status: 'verified';
  email: string;
  message: string;
}

/** 200 whatever happened: status says what (no mail goes out when no_address or rate_limited). */
export interface ResendVerificationResponse {
  status: 'sent' | 'already_verified' | 'no_address' | 'rate_limited';
  email: string | null;
  message: string;
  retry_after_seconds: number | null;
}

/** GET /v2/auth/device/code/{user_code}: who asked for a pending code. */
export interface DevicePendingLogin {
  user_code: string;
  client_name: string;
  expires_at: string;
}

export interface DeviceApproveResponse {
  status: 'approved' | 'denied';
  message: string;
}
