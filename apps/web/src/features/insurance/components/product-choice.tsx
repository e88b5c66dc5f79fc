import type { InsuranceProduct } from '@kredo/contract/insurance';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { useId } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { priceText } from '../lib/price-text';
import '../texts';

type ProductChoiceProps = {
  products: readonly InsuranceProduct[];
  productId: string;
  onChange: (productId: string) => void;
};

/** The products of the sub-product for the cover type, cheapest first, one to choose. */
export function ProductChoice({ products, productId, onChange }: ProductChoiceProps) {
  const { t } = useTranslation();
  const labelId = useId();
  return (
    <FormControl>
      <FormLabel id={labelId}>{t('insurance.product.choosePlan')}</FormLabel>
      <RadioGroup
        aria-labelledby={labelId}
        value={productId}
        onChange={(event) => onChange(event.target.value)}
      >
        {products.map((product) => (
          <FormControlLabel
            key={product.productId}
            value={product.productId}
            control={<Radio />}
            label={t('insurance.product.plan', {
              name: product.productName,
              price: priceText(t, product.price),
              sumInsured: priceText(t, product.sumInsured),
            })}
            sx={{ minHeight: 44 }}
          />
        ))}
      </RadioGroup>
    </FormControl>
  );
}
