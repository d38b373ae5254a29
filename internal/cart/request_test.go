package cart

import (
	"encoding/json"
	"reflect"
	"testing"
)

// The typed requests hand their Parse functions every field as sent: the same items and errors
// as the body read field by field.
func TestRequestsReadAsSent(t *testing.T) {
	t.Parallel()
	for _, body := range []string{
		`{"products":[{"productCode":"1","quantity":"two"}],"firstName":"Ada","lastName":"Lovelace","recipientEmail":"a@b.co","messageText":" Hi "}`,
		`{"products":{"productCode":"1","quantity":2},"wattleProductPersonaliseData":"{\"Text\":\"Jo\",\"Font Type\":\"Serif\"}"}`,
		`{"products":"[{\"productCode\":\"1\"}]","messageText":5}`,
		`{"products":[{"quantity":1},{"productCode":"1","quantity":-1},5]}`,
		`{"products":7}`,
		`{}`,
	} {
		var add AddRequest
		if err := json.Unmarshal([]byte(body), &add); err != nil {
			t.Fatal(err)
		}
		gotItems, gotErr := ParseAdd(add)
		wantItems, wantErr := parseAdd(fieldsOf(t, body))
		if !reflect.DeepEqual(gotItems, wantItems) || !reflect.DeepEqual(fieldErrors(gotErr), fieldErrors(wantErr)) {
			t.Errorf("ParseAdd(%s) = %+v, %v; want %+v, %v", body, gotItems, gotErr, wantItems, wantErr)
		}
		var up UpdateRequest
		if err := json.Unmarshal([]byte(body), &up); err != nil {
			t.Fatal(err)
		}
		gotUp, gotErr := ParseRemove(up)
		wantUp, wantErr := parseRemove(fieldsOf(t, body))
		if !reflect.DeepEqual(gotUp, wantUp) || !reflect.DeepEqual(fieldErrors(gotErr), fieldErrors(wantErr)) {
			t.Errorf("ParseRemove(%s) = %+v, %v; want %+v, %v", body, gotUp, gotErr, wantUp, wantErr)
		}
	}
	body := `{"store":{"storeNumber":"3001","collectionPoint":"Front desk"},"firstName":"Ada","mobileNumber":"0412345678","email":"a@b.co"}`
	var pr PickupRequest
	if err := json.Unmarshal([]byte(body), &pr); err != nil {
		t.Fatal(err)
	}
	got, err := ParsePickup(pr)
	want, _ := parsePickup(fieldsOf(t, body))
	if err != nil || got != want || got.StoreNumber != "3001" || got.FirstName != "Ada" || got.Email != "a@b.co" {
		t.Fatalf("ParsePickup = %+v, %v; want %+v", got, err, want)
	}
}
