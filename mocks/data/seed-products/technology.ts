import { BASIC_COLOURS as C, type CategoryKinds } from './product-kind';

export const technologyKinds: CategoryKinds = {
  smartphones: [
    {
      picture: 'phone',
      colours: [
        { name: 'Graphite', hex: '#3b3f46' },
        { name: 'Silver', hex: '#b9bec4' },
        { name: 'Midnight Blue', hex: '#1f3a5f' },
        { name: 'Sage Green', hex: '#7f9f86' },
        { name: 'Coral', hex: '#e8735f' },
        { name: 'Lavender', hex: '#9d8fd0' },
      ],
      price: [299, 2399],
      names: (pick, colour) => {
        const brand = pick.one(['Veyra', 'Lumio', 'Novaline', 'Kestrel', 'Orbita', 'Zentek']);
        const series = pick.one(['Pulse', 'Aero', 'Nova', 'Edge', 'Flux', 'Prime']);
        const model = `${brand} ${series} ${pick.int(6, 15)}${pick.one(['', ' Pro', ' Lite', ' Max'])}`;
        const storage = pick.one(['64 GB', '128 GB', '256 GB', '512 GB']);
        return [
          `${model} Smartphone, ${storage}, ${colour}`,
          `${model} Smartphone, ${storage}`,
          `${model} Smartphone`,
        ];
      },
      description: [
        [
          'A {colour} smartphone with a bright 6.5-inch OLED display.',
          'Slim {colour} phone with a 120 Hz display that stays readable in sunlight.',
          'A compact {colour} smartphone that fits one hand and one pocket.',
        ],
        [
          'The triple camera takes sharp photos at night and steady 4K video.',
          'Its 5,000 mAh battery lasts two days and charges to half in 25 minutes.',
          'Dual SIM, 5G and NFC for paying with your phone.',
        ],
        [
          'Two years of warranty and four years of system updates.',
          'Comes with a USB-C cable and a clear protective case.',
        ],
      ],
    },
  ],
  laptops: [
    {
      picture: 'laptop',
      colours: [
        { name: 'Space Grey', hex: '#5b6169' },
        { name: 'Silver', hex: '#b9bec4' },
        { name: 'Midnight', hex: '#2b3342' },
        { name: 'Sky Blue', hex: '#7fb0d6' },
      ],
      price: [899, 3899],
      names: (pick) => {
        const brand = pick.one(['Lumio', 'Kestrel', 'Novaline', 'Altura', 'Zentek']);
        const line = pick.one(['AirBook', 'ProBook', 'Slim', 'Studio', 'Go', 'Flex']);
        const model = `${brand} ${line} ${pick.one(['13', '14', '15', '16'])}`;
        const memory = pick.one(['8 GB', '16 GB', '32 GB']);
        const disk = pick.one(['256 GB', '512 GB', '1 TB']);
        return [
          `${model} Laptop, ${memory} RAM, ${disk} SSD`,
          `${model} Laptop, ${memory}/${disk} SSD`,
          `${model} Laptop, ${memory} RAM`,
        ];
      },
      description: [
        [
          'A light {colour} laptop with an aluminium body and a sharp, anti-glare screen.',
          'A {colour} laptop for work and study, with a backlit keyboard and a large touchpad.',
          'Thin and quiet {colour} laptop that weighs under 1.4 kg.',
        ],
        [
          'Up to 14 hours on a charge, and a fast USB-C charger in the box.',
          'Two USB-C ports, one USB-A, HDMI and a headphone jack.',
          'Wi-Fi 6, a 1080p webcam and a fingerprint reader in the power key.',
        ],
        [
          'Ships with Windows 11 Home and a two-year warranty.',
          'A sleeve in the same colour is included.',
        ],
      ],
    },
  ],
  other: [
    {
      picture: 'headphones',
      colours: [
        C.black,
        { name: 'White', hex: '#e5e7eb' },
        C.navy,
        { name: 'Sand', hex: '#d3bc93' },
        C.red,
      ],
      price: [59, 499],
      names: (pick, colour) => {
        const brand = pick.one(['Sonara', 'Auralis', 'Lumio', 'Bassline']);
        const model = `${brand} ${pick.one(['Studio', 'Air', 'Quiet', 'Move'])} ${pick.int(2, 9)}`;
        return [
          `${model} Wireless Headphones, ${colour}`,
          `${model} Headphones, ${colour}`,
          `${model} Headphones`,
        ];
      },
      description: [
        [
          'Over-ear {colour} headphones with active noise cancelling.',
          'Comfortable {colour} wireless headphones with soft memory-foam cushions.',
        ],
        [
          'Up to 40 hours of music on a charge; ten minutes of charging give five more.',
          'Bluetooth 5.3 connects to two devices at once.',
          'They fold flat into the travel case.',
        ],
        ['Clear calls with four microphones.', 'A cable for wired listening is included.'],
      ],
    },
    {
      picture: 'speaker',
      colours: [
        { name: 'Charcoal', hex: '#3a3f47' },
        { name: 'Ocean Blue', hex: '#2f6f9f' },
        { name: 'Forest Green', hex: '#3f6e4e' },
        { name: 'Coral', hex: '#e8735f' },
        { name: 'Sand', hex: '#d3bc93' },
      ],
      price: [49, 349],
      names: (pick, colour) => {
        const model = `${pick.one(['Sonara', 'Auralis', 'Bassline'])} ${pick.one(['Boom', 'Wave', 'Go', 'Roam'])} ${pick.int(2, 6)}`;
        return [`${model} Bluetooth Speaker, ${colour}`, `${model} Speaker, ${colour}`];
      },
      description: [
        [
          'A portable speaker in {colour} with deep bass and clear, room-filling sound.',
          'Rugged {colour} Bluetooth speaker for the garden, the beach and the trail.',
        ],
        [
          'Waterproof and dustproof (IP67); it even floats.',
          'Plays for up to 20 hours and charges over USB-C.',
          'Pair two for stereo sound.',
        ],
        ['A strap makes it easy to carry.', 'The built-in microphone takes calls hands-free.'],
      ],
    },
  ],
};
