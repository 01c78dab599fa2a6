// Classes, featuring and registrations of the demo school: filled in with the catalog and billing services.
export async function seedSchool() {}
