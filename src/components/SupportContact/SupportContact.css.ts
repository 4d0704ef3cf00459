// The same card as the offices block beside the other forms: one look for contact details across the contact pages.
export { block, heading, contacts, contactTerm, contactValue } from '../OfficesBlock/OfficesBlock.css';
