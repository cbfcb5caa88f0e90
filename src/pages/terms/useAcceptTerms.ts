import { useState } from 'react';
import { useNavigate } from 'react-admin';

import { useApi } from '../../app/ApiContext';
import { useUpdateShallowProfile } from '../../auth/useShallowProfile';
import { errorMessageOf } from '../../shared/errorCatalogue';
import { useSnackbar } from '../../shared/useSnackbar';
import type { Tokens } from '../../../core/generated/tokens';

/**
 * Accepting the terms (spec section 4): the answer is a fresh token pair that replaces the
 * stored one; the shallow profile then says the terms are accepted and the user goes home.
 */
export function useAcceptTerms() {
  const { httpClient, tokens } = useApi();
  const navigate = useNavigate();
  const updateProfile = useUpdateShallowProfile();
  const snackbar = useSnackbar();
  const [accepting, setAccepting] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const accept = async () => {
    setAccepting(true);
    setFailure(null);
    try {
      const { json } = await httpClient<Tokens>('users/accept-tsncs/', { method: 'POST' });
      tokens.replace(json);
      await updateProfile({ hasAcceptedTerms: true });
      snackbar('portal.terms.accepted_notice', { variant: 'success' });
      navigate('/');
    } catch (error) {
      setFailure(errorMessageOf(error));
      setAccepting(false);
    }
  };
  return { accept, accepting, failure };
}
