import { expect } from 'vitest';
import type { ApiResponse } from '@tp/test-kit';

/**
 * The product specification's entities and results, as a client written only to it reads them. Each shape names
 * exactly the fields the specification gives; our answers may carry more (README, "API extensions beyond the
 * specification"), which toMatchObject allows. Types the specification leaves open (a price not set yet, a date
 * left empty) are nullable here as they are in our answers.
 */

export const text = expect.any(String);
export const flag = expect.any(Boolean);
export const count = expect.any(Number);
export const nullable = (matcher: unknown) => expect.toBeOneOf([matcher, null]);
export const oneOf = (...values: unknown[]) => expect.toBeOneOf(values);

/** Every call: success is code 200 in the body, the payload in `result`, a message in `msg`. */
export function success<T = any>(res: ApiResponse<T>): T {
  expect(res.body, `${res.status} ${res.body?.msg}`).toMatchObject({ code: 200, msg: text });
  return res.body.result;
}

/** A refusal: a non-200 code in the body, and a message the screen shows. */
export function refusal(res: ApiResponse, code: number): string {
  expect(res.body).toMatchObject({ code, msg: text });
  return res.body.msg;
}

/** A non-empty list whose every item has `shape`. */
export function eachItem(list: any, shape: object): any[] {
  expect(Array.isArray(list) && list.length > 0, 'a non-empty list').toBe(true);
  for (const item of list) expect(item).toMatchObject(shape);
  return list;
}

/**
 * User: _id, name, email, role (Student, Parent or Teacher), isAdmin (boolean), dependent (e-mails of linked
 * parents or students, semicolon-separated), phone, address, city, state, country, zip, school, gradeInSchoolYear,
 * gradeInSchoolYearAt (date), token, sRegister (flag). The client keeps it with its token.
 */
export const user = {
  _id: text, name: text, email: text, role: oneOf('Student', 'Parent', 'Teacher'), isAdmin: flag, dependent: text,
  phone: text, address: text, city: text, state: text, country: text, zip: text, school: text,
  gradeInSchoolYear: nullable(count), gradeInSchoolYearAt: nullable(text), sRegister: flag,
};
export const signedInUser = { ...user, token: text };

/** Users in pickers and lists: _id, name, email, role. */
export const pickedUser = { _id: text, name: text, email: text, role: oneOf('Student', 'Parent', 'Teacher') };

/** /login/validateEmailByCode when the parent exists: phone, address, city, state, country, zip, name. */
export const parentPrefill = { name: text, phone: text, address: text, city: text, state: text, country: text, zip: text };

/** Source: _id, name. */
export const source = { _id: text, name: text };

/**
 * Class: _id, name, price, image, category, description, introduction, bulletin (rich texts), startDate, endDate,
 * language (en or zh), registerLink, source (list of sources), includeLibrary, paymentInfo, autoPublish,
 * autoPublishAccuracy (percent), isPublish (0, 1 or 2), orderIndex, user (the teacher, with name), monthlyPrice,
 * yearlyPrice, homeworkList (items with name, hwID{_id,dueDate}, isPublish, creator).
 */
export const classShape = {
  _id: text, name: text, price: nullable(count), image: text, category: text, description: text, introduction: text,
  bulletin: text, startDate: nullable(text), endDate: nullable(text), language: oneOf('en', 'zh'), registerLink: text,
  source: expect.any(Array), includeLibrary: flag, paymentInfo: text, autoPublish: flag, autoPublishAccuracy: nullable(count),
  isPublish: oneOf(0, 1, 2), orderIndex: count, user: { name: text }, monthlyPrice: nullable(count), yearlyPrice: nullable(count),
  homeworkList: expect.any(Array),
};

/** Home data: groups of {category, classes}, each class with name, introduction and its id (Learn More). */
export const homeClass = { _id: text, name: text, introduction: text };

/** A row of the admin audit table: name, order index, teacher name, category, start, end; isPublish and id for its actions. */
export const auditRow = { _id: text, name: text, orderIndex: count, user: { name: text }, category: text, startDate: nullable(text), endDate: nullable(text), isPublish: oneOf(0, 1, 2) };

/** Class student entry: student{name,email,ID}, classInfo{name,teacher,image,price,classID}, parent{name,phone,email}. */
export const classStudentEntry = {
  student: { name: text, email: text, ID: text },
  classInfo: { name: text, teacher: text, image: text, price: nullable(count), classID: text },
  parent: { name: text, phone: text, email: text },
};

/** My class entry: classInfo (name, classID with _id, includeLibrary, endDate), expirationDate, isValid. */
export const myClassEntry = {
  classInfo: { name: text, classID: { _id: text, includeLibrary: flag, endDate: nullable(text) } },
  expirationDate: nullable(text),
  isValid: flag,
};

/** Interest or registration: _id, student{name,email}, durationType (1 = 1 month, 2 = 1 year), registered, paid, expirationDate. */
export const interest = { _id: text, student: { name: text, email: text }, durationType: oneOf(1, 2), registered: flag, paid: flag, expirationDate: nullable(text) };

/** Cart item: classId, className, userId, studentName, durationType (1 or 2), price, registered. */
export const cartItem = { classId: text, className: text, userId: text, studentName: text, durationType: oneOf(1, 2), price: count, registered: flag };

/**
 * Class registration: parentInfo (name, email, phone), studentInfo (name, email), students list (name, email,
 * interested, paid, registered), classInfo, interested, paid, registered.
 */
export const registrationStudent = { name: text, email: text, interested: flag, paid: flag, registered: flag };

/**
 * Email: _id, title, content, recipient (list of e-mails), emailGroup (list with name), createdAt, status (0 Pending,
 * 1 Sent, 2 Failed, 3 Partially successful), failEmails.
 */
export const email = { _id: text, title: text, content: text, recipient: expect.any(Array), emailGroup: expect.any(Array), createdAt: text, status: oneOf(0, 1, 2, 3), failEmails: expect.any(Array) };

/**
 * Leftover product: _id, name, price, image, brand, category, description, countInStock, rating, numReviews, reviews
 * (name, rating, comment, createdAt).
 */
export const productReview = { name: text, rating: count, comment: text, createdAt: text };
export const product = {
  _id: text, name: text, price: count, image: text, brand: text, category: text, description: text, countInStock: count,
  rating: count, numReviews: count, reviews: expect.any(Array),
};
/** Email group: _id, name, recipient (user ids). */
export const emailGroup = { _id: text, name: text, recipient: expect.any(Array) };
