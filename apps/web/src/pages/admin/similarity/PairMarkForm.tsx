import { Button, Form, Input, Radio } from 'antd';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { SIMILARITY_NOTE_MAX, SIMILARITY_PAIR_STATUSES, type SimilarityPairDetail } from '@judge/contract';
import { similarityApi, similarityKeys } from '../../../api/similarity';
import { toast } from '../../../components/feedback';

export const MARK_COLOURS = { open: 'default', cleared: 'green', confirmed: 'red' } as const;

/** Marks a pair cleared or confirmed (or to look at again), with a note. */
export function PairMarkForm({ pair }: { pair: SimilarityPairDetail }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const save = useMutation({
    mutationFn: (form: { status: SimilarityPairDetail['status']; note: string }) =>
      similarityApi.mark({ id: pair.id, ...form }),
    onSuccess: () => {
      toast.success(t('similarity.saved'));
      void queryClient.invalidateQueries({ queryKey: similarityKeys.pair(pair.id) });
      void queryClient.invalidateQueries({ queryKey: similarityKeys.report(pair.checkId) });
    },
  });
  return (
    <Form
      layout="vertical"
      initialValues={{ status: pair.status, note: pair.note }}
      onFinish={(form) => save.mutate(form)}
    >
      <Form.Item name="status" label={t('similarity.mark')}>
        <Radio.Group optionType="button" data-testid="similarity-mark">
          {SIMILARITY_PAIR_STATUSES.map((status) => (
            <Radio.Button key={status} value={status}>
              {t(`similarity.marks.${status}`)}
            </Radio.Button>
          ))}
        </Radio.Group>
      </Form.Item>
      <Form.Item name="note" label={t('similarity.note')}>
        <Input.TextArea
          rows={2}
          maxLength={SIMILARITY_NOTE_MAX}
          placeholder={t('similarity.notePlaceholder')}
          data-testid="similarity-note"
        />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={save.isPending} data-testid="similarity-save">
        {t('similarity.save')}
      </Button>
    </Form>
  );
}
