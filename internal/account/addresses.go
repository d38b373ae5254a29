package account

import (
	"context"
	"errors"

	"github.com/wattle/storefront/internal/address"
	"github.com/wattle/storefront/internal/platform/id"
	"github.com/wattle/storefront/internal/platform/validate"
	"github.com/wattle/storefront/internal/session"
)

// Addresses returns a signed-in customer's address book.
func (s *Service) Addresses(ctx context.Context, sess session.Session) ([]Address, error) {
	cust, err := s.Signed(ctx, sess)
	if err != nil {
		return nil, err
	}
	return s.store.Addresses(ctx, cust.ID)
}

// resolve turns a parsed address into a book entry: a single-line one through the address finder
// (the server never trusts a label the browser sends), a manual one as typed.
func (s *Service) resolve(ctx context.Context, in AddressInput) (Address, error) {
	a := Address{FormType: in.FormType, Line1: in.Line1, Line2: in.Line2, Town: in.Town, State: in.State,
		PostalCode: in.PostalCode, Phone: in.Phone}
	if in.FormType != FormSingle {
		return a, nil
	}
	found, err := s.finder.Resolve(ctx, in.SingleLineID)
	if errors.Is(err, address.ErrUnknown) {
		var errs validate.Errors
		errs.Add("singleLineLabel", KeySelectAddress)
		return a, errs.Err()
	}
	if err != nil {
		return a, err
	}
	a.SingleLineID, a.SingleLineLabel = in.SingleLineID, found.Label
	a.Line1, a.Town, a.State, a.PostalCode, a.IsBlocked = found.Line1, found.Town, found.State, found.PostalCode, found.IsBlocked
	a.Line2 = found.Line2
	if in.Line2 != "" && found.Line2 == "" {
		a.Line2 = in.Line2 // a unit or company line the shopper added
	}
	return a, nil
}

// CreateAddress adds an address to a signed-in customer's book; the first becomes the default.
func (s *Service) CreateAddress(ctx context.Context, sess session.Session, in AddressInput) (Address, error) {
	cust, err := s.Signed(ctx, sess)
	if err != nil {
		return Address{}, err
	}
	a, err := s.resolve(ctx, in)
	if err != nil {
		return Address{}, err
	}
	now := s.now()
	a.ID, a.CustomerID, a.CreatedAt, a.UpdatedAt = id.Token(12), cust.ID, now, now
	err = s.tx(ctx, func(tx TxStore) error {
		book, err := tx.Addresses(ctx, cust.ID)
		if err != nil {
			return err
		}
		if len(book) >= MaxAddresses {
			var errs validate.Errors
			errs.Add("id", validate.OutOfRange)
			errs.Message("Your address book is full. Delete an address you no longer use first.")
			return errs.Err()
		}
		a.Default = len(book) == 0
		return tx.InsertAddress(ctx, a)
	})
	return a, err
}

// EditAddress replaces an address of a signed-in customer's book. An id that is not in their
// book (another customer's included) is ErrAddressNotFound.
func (s *Service) EditAddress(ctx context.Context, sess session.Session, addressID string, in AddressInput) (Address, error) {
	cust, err := s.Signed(ctx, sess)
	if err != nil {
		return Address{}, err
	}
	a, err := s.resolve(ctx, in)
	if err != nil {
		return Address{}, err
	}
	a.ID, a.CustomerID, a.UpdatedAt = addressID, cust.ID, s.now()
	if err := s.store.UpdateAddress(ctx, a); err != nil {
		return Address{}, err
	}
	book, err := s.store.Addresses(ctx, cust.ID)
	if err != nil {
		return Address{}, err
	}
	for _, b := range book {
		if b.ID == addressID {
			return b, nil
		}
	}
	return Address{}, ErrAddressNotFound
}

// DeleteAddress removes an address of a signed-in customer's book; when it was the default, the
// oldest remaining one becomes the default.
func (s *Service) DeleteAddress(ctx context.Context, sess session.Session, addressID string) error {
	cust, err := s.Signed(ctx, sess)
	if err != nil {
		return err
	}
	return s.tx(ctx, func(tx TxStore) error {
		book, err := tx.Addresses(ctx, cust.ID)
		if err != nil {
			return err
		}
		wasDefault := false
		for _, b := range book {
			if b.ID == addressID {
				wasDefault = b.Default
			}
		}
		if err := tx.DeleteAddress(ctx, cust.ID, addressID); err != nil {
			return err
		}
		for _, b := range book {
			if wasDefault && b.ID != addressID {
				return tx.SetDefaultAddress(ctx, cust.ID, b.ID)
			}
		}
		return nil
	})
}

// SetDefaultAddress makes an address of a signed-in customer's book their default.
func (s *Service) SetDefaultAddress(ctx context.Context, sess session.Session, addressID string) error {
	cust, err := s.Signed(ctx, sess)
	if err != nil {
		return err
	}
	return s.store.SetDefaultAddress(ctx, cust.ID, addressID)
}

// ResolveAddress checks a parsed address as the address book would store it (a single-line one
// through the address finder), without storing it: checkout's addresses for guests and new ones.
func (s *Service) ResolveAddress(ctx context.Context, in AddressInput) (Address, error) {
	return s.resolve(ctx, in)
}

// AddressOf returns one address of a signed-in customer's book, or ErrAddressNotFound.
func (s *Service) AddressOf(ctx context.Context, sess session.Session, addressID string) (Address, error) {
	book, err := s.Addresses(ctx, sess)
	if err != nil {
		return Address{}, err
	}
	for _, a := range book {
		if a.ID == addressID {
			return a, nil
		}
	}
	return Address{}, ErrAddressNotFound
}
