import { BASIC_COLOURS as C, type CategoryKinds } from './product-kind';

const BRANDS = ['Northfold', 'Linea', 'Driftwood', 'Urban Thread', 'Kora'];
const SIZES = 'Sizes XS to XXL.';

export const clothingKinds: CategoryKinds = {
  't-shirts': [
    {
      picture: 't-shirt',
      colours: [
        C.white,
        C.black,
        C.navy,
        C.grey,
        { name: 'Forest Green', hex: '#2f5d46' },
        C.burgundy,
        { name: 'Mustard', hex: '#d9a23a' },
        { name: 'Sky Blue', hex: '#8bbbe0' },
      ],
      price: [19, 59],
      names: (pick, colour) => {
        const brand = pick.one(BRANDS);
        const fit = pick.one(['Classic', 'Slim Fit', 'Relaxed', 'Oversized']);
        const fabric = pick.one(['Cotton', 'Organic Cotton', 'Linen Blend', 'Pima Cotton']);
        return [
          `${brand} ${fit} ${fabric} T-Shirt, ${colour}`,
          `${brand} ${fabric} T-Shirt, ${colour}`,
          `${fabric} T-Shirt, ${colour}`,
        ];
      },
      description: [
        [
          'A {colour} crew-neck T-shirt in soft, breathable cotton.',
          'An everyday {colour} tee with a clean, close-fitting neckline.',
          'A heavyweight {colour} T-shirt that keeps its shape wash after wash.',
        ],
        [
          'Pre-shrunk, so it fits the same after the first wash.',
          'Double-stitched hems and shoulder tape for a long life.',
          'Wear it on its own or under a shirt or jacket.',
        ],
        [SIZES, 'Machine washable at 40 °C.'],
      ],
    },
  ],
  jeans: [
    {
      picture: 'jeans',
      colours: [
        { name: 'Light Wash', hex: '#8fb0d3' },
        { name: 'Mid Blue', hex: '#4f77a8' },
        { name: 'Dark Indigo', hex: '#2b3f66' },
        { name: 'Washed Black', hex: '#34363c' },
        { name: 'Grey', hex: '#7b8088' },
      ],
      price: [59, 189],
      names: (pick, colour) => {
        const brand = pick.one(['Riverton', 'Indigo Lane', 'Northfold', 'Denimworks']);
        const fit = pick.one(['Slim', 'Straight', 'Relaxed', 'Tapered', 'Bootcut', 'Skinny']);
        const model = `${brand} ${pick.int(3, 7)}${pick.int(0, 2)}${pick.int(0, 9)}`;
        return [`${model} ${fit} Jeans, ${colour}`, `${brand} ${fit} Jeans, ${colour}`];
      },
      description: [
        [
          'Five-pocket jeans in {colour} denim with a little stretch.',
          'Classic {colour} jeans cut from sturdy 12 oz denim.',
          'Mid-rise {colour} jeans that go with everything.',
        ],
        [
          'Button fly, copper rivets and a leather back patch.',
          'Comfortable from the first wear, and they soften with every wash.',
          'The cotton is grown and woven without harsh chemicals.',
        ],
        ['Waist 28 to 38, leg lengths 30, 32 and 34.', 'Wash inside out in cold water.'],
      ],
    },
  ],
  other: [
    {
      picture: 'hoodie',
      colours: [
        C.black,
        C.grey,
        C.navy,
        C.olive,
        C.burgundy,
        { name: 'Dusty Pink', hex: '#d7a3a6' },
      ],
      price: [49, 129],
      names: (pick, colour) => {
        const brand = pick.one(BRANDS);
        const style = pick.one(['Pullover', 'Zip', 'Fleece', 'Heavyweight']);
        return [`${brand} ${style} Hoodie, ${colour}`, `${style} Hoodie, ${colour}`];
      },
      description: [
        [
          'A cosy {colour} hoodie in brushed-back cotton fleece.',
          'A relaxed {colour} hoodie with a lined hood and a roomy front pocket.',
        ],
        [
          'Ribbed cuffs and hem keep the warmth in.',
          'Flat drawcords and metal eyelets give it a clean look.',
        ],
        [SIZES, 'Machine washable at 30 °C.'],
      ],
    },
    {
      picture: 'cap',
      colours: [
        C.black,
        C.navy,
        { name: 'Beige', hex: '#d9c7a5' },
        C.olive,
        C.red,
        { name: 'White', hex: '#eceef1' },
      ],
      price: [19, 49],
      names: (pick, colour) => {
        const style = pick.one(['Baseball', 'Six-Panel', 'Trucker', 'Washed Cotton']);
        return [`${pick.one(BRANDS)} ${style} Cap, ${colour}`, `${style} Cap, ${colour}`];
      },
      description: [
        [
          'A {colour} cap with a curved brim that keeps the sun out of your eyes.',
          'A soft {colour} cotton cap that looks better the more you wear it.',
        ],
        ['An adjustable strap at the back fits most heads.', 'Breathing eyelets keep it cool.'],
        ['One size.', 'Hand wash only.'],
      ],
    },
  ],
};
