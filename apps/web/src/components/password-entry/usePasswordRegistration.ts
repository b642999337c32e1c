import { useState } from 'react';
import { Form } from 'antd';
import { useMutation } from '@tanstack/react-query';
import { ApiError } from '../../api/request';
import { toast } from '../feedback';

/** What a password form says, in the page's words. */
export interface PasswordTexts {
  /** The field is empty. */
  enter: string;
  placeholder: string;
  label: string;
  /** The button. */
  register: string;
  /** The server said the password is wrong. */
  wrong: string;
  /** Registered. */
  registered: string;
}

/**
 * Registering with a contest's or training's password (spec 2 §4, §5): the form refuses an empty password
 * itself, so a 400 from the server is a wrong password, said in the page's words under the field; anything
 * else (an account rule that excludes the user, a rate limit) is said as the server says it.
 */
export function usePasswordRegistration(
  register: (password: string) => Promise<unknown>,
  onRegistered: () => void | Promise<void>,
  texts: Pick<PasswordTexts, 'wrong' | 'registered'>,
) {
  const [form] = Form.useForm<{ password: string }>();
  const [serverError, setServerError] = useState<string | null>(null);
  const mutation = useMutation({
    mutationFn: (password: string) => register(password.trim()),
    onSuccess: async () => {
      setServerError(null);
      form.resetFields();
      toast.success(texts.registered);
      await onRegistered();
    },
    onError: (error) =>
      setServerError(
        error instanceof ApiError && error.code === 'VALIDATION_FAILED' ? texts.wrong : error.message,
      ),
  });
  return { form, serverError, clearError: () => setServerError(null), mutation };
}
