import { useState } from 'react';
import { z } from 'zod';
import { AVATAR_CATEGORIES } from '../../../../shared/catalogue.ts';
import { AVATAR_PRICE_MAX, AVATAR_PRICE_MIN } from '../../../../shared/constants.ts';
import {
  AVATAR_INTEREST_MAX_LENGTH,
  AVATAR_INTERESTS_MAX,
  formatPrice,
  PRICE_RANGE_MESSAGE,
  VIP_PRICE_ORDER_MESSAGE,
  VIP_PRICE_RANGE_MESSAGE,
  ZAvatarInput,
} from '../../../../shared/contracts/avatars.ts';
import type { CreatorAvatar } from '../../../../shared/contracts/creator-avatars.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { applyServerIssues, Form, TextareaField, TextField, useZodForm } from '../../../components/ui/form.tsx';
import { SelectField, SwitchField } from '../../../components/ui/form-controls.tsx';
import { TagListField } from '../../../components/ui/tag-list-field.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast-store.ts';
import { importCharacterCard, useSaveAvatar } from '../api/creator-avatars.ts';
import { AvatarCardFields, ZGreetingList } from './avatar-card-fields.tsx';
import { AvatarImagePicker, type PickedImage } from './avatar-image-picker.tsx';
import { CardFileButton } from './card-file-button.tsx';
import { LorebookEditor } from './lorebook-editor.tsx';

const toMinor = (price: string) => Math.round(Number(price) * 100);

const priceText = (message: string) =>
  z
    .string()
    .trim()
    .regex(/^\d{1,4}(\.\d{1,2})?$/, message)
    .refine((v) => toMinor(v) >= AVATAR_PRICE_MIN && toMinor(v) <= AVATAR_PRICE_MAX, message);

/** The avatar input as the form holds it: prices as typed text (vip optional), pictures beside the form. */
const ZAvatarForm = ZAvatarInput.omit({
  monthlyPrice: true,
  vipMonthlyPrice: true,
  mainImageId: true,
  profileImageId: true,
})
  .extend({
    alternateGreetings: ZGreetingList,
    price: priceText(PRICE_RANGE_MESSAGE),
    vipPrice: z.union([z.literal(''), priceText(VIP_PRICE_RANGE_MESSAGE)]),
  })
  .superRefine((v, ctx) => {
    // The server's rule too, checked here so the creator sees it beside the field, not as a failed save.
    if (v.vipPrice !== '' && toMinor(v.vipPrice) <= toMinor(v.price)) {
      ctx.addIssue({ code: 'custom', path: ['vipPrice'], message: VIP_PRICE_ORDER_MESSAGE });
    }
  });
type AvatarFormValues = z.infer<typeof ZAvatarForm>;

/** Where the server's price issues go on this form. */
const FORM_PATH: Record<string, string> = { monthlyPrice: 'price', vipMonthlyPrice: 'vipPrice' };

const label = (c: string) => c.charAt(0).toUpperCase() + c.slice(1);

function defaults(avatar: CreatorAvatar | null): AvatarFormValues {
  return {
    name: avatar?.name ?? '',
    tagline: avatar?.tagline ?? '',
    description: avatar?.description ?? '',
    personality: avatar?.personality ?? '',
    scenario: avatar?.scenario ?? '',
    firstMessage: avatar?.firstMessage ?? '',
    exampleDialogue: avatar?.exampleDialogue ?? '',
    interests: avatar?.interests ?? [],
    alternateGreetings: (avatar?.alternateGreetings ?? []).map((text) => ({ text })),
    systemPrompt: avatar?.systemPrompt ?? '',
    postHistoryInstructions: avatar?.postHistoryInstructions ?? '',
    creatorNotes: avatar?.creatorNotes ?? '',
    category: (avatar?.category as AvatarFormValues['category']) ?? 'lifestyle',
    price: formatPrice(avatar?.monthlyPrice ?? 1499),
    vipPrice: avatar?.vipMonthlyPrice ? formatPrice(avatar.vipMonthlyPrice) : '',
    isVisible: avatar?.isVisible ?? true,
  };
}

/** Create or edit one avatar: persona (Character Card V2 fields), price, visibility, images. */
export function AvatarEditor({ avatar, onDone }: { avatar: CreatorAvatar | null; onDone: () => void }) {
  const form = useZodForm(ZAvatarForm, defaults(avatar));
  const save = useSaveAvatar();
  // The creator sees their latest choice, reviewed or not; visitors only reviewed pictures.
  const [main, setMain] = useState<PickedImage>({
    mediaId: undefined,
    url: avatar?.mainImageReview?.url ?? avatar?.mainImage ?? null,
  });
  const [profile, setProfile] = useState<PickedImage>({
    mediaId: undefined,
    url: avatar?.profileImageReview?.url ?? avatar?.profileImage ?? null,
  });
  const [uploading, setUploading] = useState(0);
  const onBusy = (busy: boolean) => setUploading((n) => n + (busy ? 1 : -1));

  const onImport = async (file: File) => {
    const { category, tags: _tags, ...persona } = await importCharacterCard(file);
    const current = form.getValues();
    form.reset({ ...current, ...persona, category: category ?? current.category });
    toast({
      title: 'Character Card imported',
      description: `${persona.name}'s persona is ready to review and save.`,
    });
  };

  const onSubmit = async (values: AvatarFormValues) => {
    const { price, vipPrice, alternateGreetings, ...rest } = values;
    try {
      const saved = await save.mutateAsync({
        id: avatar?.id ?? null,
        input: {
          ...rest,
          alternateGreetings: alternateGreetings.map((g) => g.text),
          monthlyPrice: toMinor(price),
          vipMonthlyPrice: vipPrice === '' ? null : toMinor(vipPrice),
          ...(main.mediaId !== undefined ? { mainImageId: main.mediaId } : {}),
          ...(profile.mediaId !== undefined ? { profileImageId: profile.mediaId } : {}),
        },
      });
      const waiting = [saved.mainImageReview, saved.profileImageReview].some((r) => r?.status === 'pending');
      toast({
        title: avatar ? 'Avatar updated' : 'Avatar created',
        description: `${
          saved.isVisible ? `${saved.name} is live in browse and chat.` : `${saved.name} is hidden from visitors.`
        }${waiting ? ' New pictures show once a moderator approves them.' : ''}`,
        variant: 'success',
      });
      onDone();
    } catch (error) {
      // 'Save failed' is useSaveAvatar's toast; issues also go beside their fields.
      if (error instanceof ApiError)
        applyServerIssues(
          form,
          error.issues.map((i) => ({ ...i, path: FORM_PATH[i.path] ?? i.path })),
        );
    }
  };

  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-5">
      <Card>
        <CardHeader className="flex-row flex-wrap items-center justify-between gap-3">
          <CardTitle>{avatar ? `Edit ${avatar.name}` : 'New Avatar'}</CardTitle>
          <CardFileButton label="Import Character Card" inputLabel="Character Card file" size="sm" onFile={onImport} />
        </CardHeader>
        <CardContent>
          <Form form={form} onSubmit={onSubmit}>
            <fieldset disabled={save.isPending} className="grid gap-5 md:grid-cols-2">
              <TextField name="name" label="Name" />
              <TextField name="tagline" label="Tagline" placeholder="One line that sums them up" />
              <TextareaField name="description" label="Description" className="md:col-span-2" />
              <TextareaField name="personality" label="Personality" hint="Traits and way of speaking." />
              <TextareaField name="scenario" label="Scenario" hint="Where and how the conversation happens." />
              <TextareaField name="firstMessage" label="First Message" className="md:col-span-2" />
              <TextareaField
                name="exampleDialogue"
                label="Example Dialogue"
                hint="<START> blocks with {{user}}: and {{char}}: lines."
                className="md:col-span-2"
              />
              <TagListField
                name="interests"
                label="Interests"
                max={AVATAR_INTERESTS_MAX}
                maxLength={AVATAR_INTEREST_MAX_LENGTH}
                hint={`Up to ${AVATAR_INTERESTS_MAX} topics they love, shown on the profile. Press Enter or Add after each.`}
                className="md:col-span-2"
              />
              <AvatarCardFields />
              <SelectField
                name="category"
                label="Category"
                options={AVATAR_CATEGORIES.map((c) => ({ value: c, label: label(c) }))}
              />
              <TextField
                name="price"
                label="Monthly Price"
                inputMode="decimal"
                hint={`The Premium tier: between ${formatPrice(AVATAR_PRICE_MIN)} and ${formatPrice(AVATAR_PRICE_MAX)} per month.`}
              />
              <TextField
                name="vipPrice"
                label="VIP Monthly Price"
                inputMode="decimal"
                hint="Optional: a VIP tier that also unlocks your VIP-only items. Higher than the monthly price; leave empty for none."
              />
              <div className="md:col-span-2">
                <SwitchField
                  name="isVisible"
                  label="Visible to visitors"
                  hint="Hidden avatars stay out of browse and chat."
                />
              </div>
              <AvatarImagePicker
                label="Main Image"
                value={main}
                review={avatar?.mainImageReview ?? null}
                onChange={setMain}
                onBusyChange={onBusy}
              />
              <AvatarImagePicker
                label="Profile Image"
                value={profile}
                review={avatar?.profileImageReview ?? null}
                onChange={setProfile}
                onBusyChange={onBusy}
              />
            </fieldset>
            <div className="flex justify-end gap-2">
              <Button variant="outline" onClick={onDone}>
                Cancel
              </Button>
              <Button type="submit" disabled={save.isPending || uploading > 0}>
                {save.isPending ? 'Saving...' : avatar ? 'Save Changes' : 'Create Avatar'}
              </Button>
            </div>
          </Form>
        </CardContent>
      </Card>
      {/* Its own form (saved on its own): an avatar has a lorebook once it exists. */}
      {avatar ? <LorebookEditor avatarId={avatar.id} avatarName={avatar.name} /> : null}
    </div>
  );
}
