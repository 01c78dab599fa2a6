// What the demo's leftover shop sells (docs/decisions/012): three small products with their pictures and reviews, so
// /product/{id} shows a half-star average and /admin/productlist has something to edit.

/**
 * @typedef {{ user: string, rating: number, comment: string }} DemoReview
 * @typedef {{ name: string, price: number, brand: string, category: string, countInStock: number, description: string,
 *   image: string, reviews: DemoReview[] }} DemoProduct
 */

/** @type {DemoProduct[]} Pictures are files of ./shop-images, uploaded through /api/upload. */
export const DEMO_PRODUCTS = [
  {
    name: 'Graphing Calculator GX-9',
    price: 89.99,
    brand: 'Numeris',
    category: 'Calculators',
    countInStock: 12,
    description: 'Plots functions and parametric curves, solves equations and keeps a history of 200 lines. Allowed in most exams.',
    image: 'calculator.png',
    reviews: [
      { user: 'student', rating: 5, comment: 'Plotting the quadratics from class made them click.' },
      { user: 'parent', rating: 4, comment: 'Sturdy and clear. The manual could be shorter.' },
    ],
  },
  {
    name: 'Mechanics Lab Kit',
    price: 49.5,
    brand: 'Fieldwork',
    category: 'Lab kits',
    countInStock: 4,
    description: 'A pendulum stand, springs, a magnet and a lens: the experiments of the mechanics course at home.',
    image: 'lab-kit.png',
    reviews: [{ user: 'student3', rating: 4, comment: 'The pendulum timing experiment works well.' }],
  },
  {
    name: 'Maths & Physics Workbook',
    price: 18,
    brand: 'Tutoring Platform',
    category: 'Books',
    countInStock: 0,
    description: 'Worked examples and practice problems for algebra and mechanics, with answers at the back.',
    image: 'workbook.png',
    reviews: [{ user: 'student2', rating: 3, comment: 'Good practice, but I wanted more hints.' }],
  },
];
