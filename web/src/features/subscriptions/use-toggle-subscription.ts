import { type InfiniteData, useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useTranslation } from '@/i18n/react';
import { ApiError } from '@/lib/api';
import { toast } from '@/lib/toast';
import {
  type SubscriptionPage,
  type SubscriptionState,
  subscriptionKeys,
  subscriptionsApi,
} from './subscriptions-api';

/** Spec §8 "Subscription: login required": the toast, with the way to sign in. */
export function useLoginRequiredToast() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return () =>
    toast.error(t('subscriptions.loginRequired'), {
      action: { label: t('header.signIn'), onClick: () => navigate('/auth') },
    });
}

/**
 * Subscribes or unsubscribes with an optimistic update: the button and the count change at once,
 * and go back (with the toggle-error toast) if the server refuses. `onChange` hears every state
 * shown — optimistic, rolled back, then the server's — so a page can mirror the count elsewhere.
 */
export function useToggleSubscription(channelId: string, onChange?: (state: SubscriptionState) => void) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const loginRequired = useLoginRequiredToast();
  const key = subscriptionKeys.state(channelId);
  const show = (state: SubscriptionState) => {
    client.setQueryData(key, state);
    onChange?.(state);
  };
  return useMutation({
    mutationFn: (subscribed: boolean) => subscriptionsApi.set(channelId, subscribed),
    onMutate: async (subscribed) => {
      await client.cancelQueries({ queryKey: key });
      const previous = client.getQueryData<SubscriptionState>(key);
      if (previous) {
        const delta = previous.subscribed === subscribed ? 0 : subscribed ? 1 : -1;
        show({ subscribed, subscriberCount: Math.max(0, previous.subscriberCount + delta) });
      }
      return { previous };
    },
    onError: (error, _subscribed, context) => {
      if (context?.previous) show(context.previous);
      if (error instanceof ApiError && error.status === 401) loginRequired();
      else toast.error(t('subscriptions.errors.toggle'));
    },
    onSuccess: (state) => {
      show(state);
      // An unsubscribed channel leaves the member's list at once; the feed reloads without it.
      if (!state.subscribed)
        client.setQueryData<InfiniteData<SubscriptionPage>>(subscriptionKeys.mine, (data) =>
          data
            ? {
                ...data,
                pages: data.pages.map((page) => ({
                  ...page,
                  items: page.items.filter((item) => item.channel.id !== channelId),
                })),
              }
            : data,
        );
    },
    onSettled: () => {
      void client.invalidateQueries({ queryKey: subscriptionKeys.mine, refetchType: 'none' });
      void client.invalidateQueries({ queryKey: subscriptionKeys.feed });
    },
  });
}
