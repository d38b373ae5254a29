// Package id makes identifiers: unguessable tokens for sessions, csrf and idempotency, and the
// digits-only numbers shoppers read (order numbers, later).
package id

import (
	"crypto/rand"
	"encoding/base64"
	"math/big"
)

// Token returns n random bytes as unpadded URL-safe base64 (32 bytes: 43 characters, 256 bits).
func Token(n int) string {
	b := make([]byte, n)
	_, _ = rand.Read(b) // crypto/rand.Read never fails on supported platforms
	return base64.RawURLEncoding.EncodeToString(b)
}

// Digits returns a random number of exactly n digits (no leading zero), for numbers people read
// out over the phone; uniqueness is the caller's (a unique key and a retry).
func Digits(n int) string {
	if n < 1 {
		return ""
	}
	b := make([]byte, n)
	for i := range b {
		max := int64(10)
		if i == 0 {
			max = 9
		}
		v, _ := rand.Int(rand.Reader, big.NewInt(max))
		d := byte(v.Int64())
		if i == 0 {
			d++
		}
		b[i] = '0' + d
	}
	return string(b)
}
