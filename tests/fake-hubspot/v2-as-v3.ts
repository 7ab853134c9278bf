/**
 * A v2 form definition as HubSpot's v3 (and date-based) forms API shows the same form, written
 * from HubSpot's OpenAPI description (tests/fixtures/hubspot/), for the fake HubSpot: the
 * repository's v2 contact forms can then be asked for on every path. Independent of the server's
 * v3 → v2 mapping on purpose: a round trip through both checks each against the other.
 * Disabled v2 fields do not exist in v3; a v2 rule's first filter is v3's one condition.
 */
type Json = Record<string, unknown>;

const asRecord = (value: unknown): Json =>
  value !== null && typeof value === 'object' ? (value as Json) : {};
const asList = (value: unknown): Json[] => (Array.isArray(value) ? (value as unknown[]).map(asRecord) : []);
const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const texts = (value: unknown): string[] =>
  Array.isArray(value) ? (value as unknown[]).filter((item) => typeof item === 'string') : [];

function v3Type(field: Json): string {
  const type = text(field['fieldType']);
  if (type === 'text') return text(field['name']).toLowerCase() === 'email' ? 'email' : 'single_line_text';
  const types: Record<string, string> = {
    email: 'email',
    textarea: 'multi_line_text',
    phonenumber: 'phone',
    number: 'number',
    booleancheckbox: 'single_checkbox',
    checkbox: 'multiple_checkboxes',
    select: 'dropdown',
    radio: 'radio',
    date: 'datepicker',
  };
  return types[type] ?? type;
}

/** v2 operators, their aliases included, by v3 name. */
const OPERATORS: Record<string, string> = {
  IS_KNOWN: 'is_not_empty',
  NOT_CONTAINS: 'doesnt_contain',
  STARTS_WITH: 'str_starts_with',
  ENDS_WITH: 'str_ends_with',
  END_WITH: 'str_ends_with',
};

function condition(filter: Json): Json {
  const operator = text(filter['operator']).toUpperCase();
  const number = typeof filter['numberValue'] === 'number' ? String(filter['numberValue']) : '';
  const high = typeof filter['highValue'] === 'number' ? String(filter['highValue']) : '';
  const range = operator === 'BETWEEN' || operator === 'NOT_BETWEEN';
  const numeric = ['LT', 'LTE', 'GT', 'GTE'].includes(operator);
  const bool = typeof filter['boolValue'] === 'boolean' ? String(filter['boolValue']) : '';
  return {
    operator: OPERATORS[operator] ?? operator.toLowerCase(),
    value: numeric ? number : text(filter['strValue']) || bool,
    values: texts(filter['strValues']),
    rangeStart: range ? number : '',
    rangeEnd: range ? high : '',
  };
}

function field(v2: Json): Json {
  const type = v3Type(v2);
  const choices = ['dropdown', 'radio', 'multiple_checkboxes'].includes(type);
  const placeholder = type === 'dropdown' ? text(v2['unselectedLabel']) : text(v2['placeholder']);
  return {
    fieldType: type,
    name: v2['name'],
    label: v2['label'],
    required: v2['required'],
    hidden: v2['hidden'] === true,
    ...(v2['objectTypeId'] === undefined ? {} : { objectTypeId: v2['objectTypeId'] }),
    ...(text(v2['description']) ? { description: v2['description'] } : {}),
    ...(placeholder ? { placeholder } : {}),
    ...(choices
      ? {
          defaultValues: texts(v2['selectedOptions']).filter(Boolean),
          options: asList(v2['options']).map((option, index) => ({
            label: option['label'],
            value: option['value'],
            displayOrder: typeof option['displayOrder'] === 'number' ? option['displayOrder'] : index,
          })),
        }
      : text(v2['defaultValue'])
        ? { defaultValue: v2['defaultValue'] }
        : {}),
    ...(type === 'email'
      ? {
          validation: {
            blockedEmailDomains: texts(asRecord(v2['validation'])['blockedEmailAddresses']),
            useDefaultBlockList: asRecord(v2['validation'])['useDefaultBlockList'] === true,
          },
        }
      : {}),
    ...(type === 'phone' ? { useCountryCodeSelect: false } : {}),
    ...(type === 'phone' || type === 'mobile_phone'
      ? { validation: { minAllowedDigits: 7, maxAllowedDigits: 20 } }
      : {}),
    ...(type === 'file' ? { allowMultipleFiles: false } : {}),
    dependentFields: asList(v2['dependentFieldFilters']).flatMap((rule) => {
      const [first] = asList(rule['filters']);
      return first
        ? [
            {
              dependentCondition: condition(first),
              dependentField: field(asRecord(rule['dependentFormField'])),
            },
          ]
        : [];
    }),
  };
}

/** v2's legal bases, HubSpot's older names included, by v3 name. */
const LAWFUL_BASES: Record<string, string> = {
  LEAD: 'lead',
  LEGITIMATE_INTEREST_PQL: 'lead',
  CUSTOMER: 'client',
  LEGITIMATE_INTEREST_CLIENT: 'client',
};

function consent(metaData: Json[]): Json {
  const entry = metaData.find((item) => item['name'] === 'legalConsentOptions');
  if (!entry) return { type: 'none' };
  const v2 = asRecord(JSON.parse(text(entry['value'])));
  if (v2['isLegitimateInterest'] === true) {
    const basis = text(v2['legitimateInterestLegalBasis']);
    return {
      type: 'legitimate_interest',
      lawfulBasis: LAWFUL_BASES[basis] ?? 'other',
      subscriptionTypeIds: v2['legitimateInterestSubscriptionTypes'] ?? [],
      privacyText: text(v2['privacyPolicyText']),
    };
  }
  const explicit = v2['processingConsentType'] === 'REQUIRED_CHECKBOX';
  return {
    type: explicit ? 'explicit_consent_to_process' : 'implicit_consent_to_process',
    privacyText: text(v2['privacyPolicyText']),
    consentToProcessText: text(v2['processingConsentText']),
    ...(explicit
      ? {
          consentToProcessCheckboxLabel: text(v2['processingConsentCheckboxLabel']),
          consentToProcessFooterText: text(v2['processingConsentFooterText']),
        }
      : {}),
    communicationConsentText: text(v2['communicationConsentText']),
    communicationsCheckboxes: asList(v2['communicationConsentCheckboxes']).map((checkbox) => ({
      subscriptionTypeId: Number(checkbox['communicationTypeId']),
      label: checkbox['label'],
      required: checkbox['required'] === true,
    })),
  };
}

/** HubSpot's default look: every key of `FormStyle` is required. */
const STYLE = {
  backgroundWidth: '100%',
  fontFamily: 'arial, helvetica, sans-serif',
  helpTextColor: '#7C98B6',
  helpTextSize: '11px',
  labelTextColor: '#33475B',
  labelTextSize: '13px',
  legalConsentTextColor: '#33475B',
  legalConsentTextSize: '14px',
  submitAlignment: 'left',
  submitColor: '#ff7a59',
  submitFontColor: '#ffffff',
  submitSize: '12px',
};

function group(v2: Json): Json {
  const richText = text(asRecord(v2['richText'])['content']);
  return {
    groupType: 'default_group',
    richTextType: 'text',
    ...(richText ? { richText } : {}),
    fields: asList(v2['fields'])
      .filter((item) => item['enabled'] !== false)
      .map(field),
  };
}

const isoTime = (value: unknown): string => new Date(typeof value === 'number' ? value : 0).toISOString();

export function v2AsV3(v2: Json): Json {
  const metaData = asList(v2['metaData']);
  const language = metaData.find((item) => item['name'] === 'lang')?.['value'];
  const groups = v2['formFieldGroups'];
  return {
    id: v2['guid'],
    name: v2['name'],
    formType: 'hubspot',
    archived: false,
    createdAt: isoTime(v2['createdAt']),
    updatedAt: isoTime(v2['updatedAt']),
    // A v2 answer that is not a form stays one that is not a form (its groups are not a list).
    fieldGroups: Array.isArray(groups) ? asList(groups).map(group) : groups,
    configuration: {
      language: typeof language === 'string' ? language : 'en',
      recaptchaEnabled: v2['captchaEnabled'] === true,
      postSubmitAction: { type: 'thank_you', value: text(v2['inlineMessage']) },
      allowLinkToResetKnownValues: false,
      archivable: true,
      cloneable: true,
      createNewContactForNewEmail: false,
      editable: true,
      lifecycleStages: [],
      notifyContactOwner: false,
      notifyRecipients: [],
      prePopulateKnownValues: false,
    },
    displayOptions: {
      renderRawHtml: false,
      theme: 'default_style',
      submitButtonText: text(v2['submitText']) || 'Submit',
      style: STYLE,
    },
    legalConsentOptions: consent(metaData),
  };
}
